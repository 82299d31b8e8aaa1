import { matchDetailRoute } from '@/components/pages/score/detailRoute';

const route = matchDetailRoute('basketball');
export const generateMetadata = route.generateMetadata;
export default route.Page;
