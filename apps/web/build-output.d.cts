export declare const WEB_DIST_DIR: string;
export declare const COMPILE_HINT: string;
