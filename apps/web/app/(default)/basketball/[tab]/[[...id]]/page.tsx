import { matchDetailRoute } from '@/components/scores/detailRoute';

const route = matchDetailRoute('basketball');
export const generateMetadata = route.generateMetadata;
export default route.Page;
