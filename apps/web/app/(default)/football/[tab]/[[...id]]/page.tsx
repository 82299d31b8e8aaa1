import { matchDetailRoute } from '@/components/scores/detailRoute';

const route = matchDetailRoute('football');
export const generateMetadata = route.generateMetadata;
export default route.Page;
