import { matchDetailRoute } from '@/components/pages/score/detailRoute';

const route = matchDetailRoute('football');
export const generateMetadata = route.generateMetadata;
export default route.Page;
