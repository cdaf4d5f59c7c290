export function onPreBuild(): Promise<void>;
export function onSuccess(): Promise<void>;
export function onError(): Promise<void>;
