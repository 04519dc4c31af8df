import { useQuery } from '@tanstack/react-query';
import { appInfoSchema, type AppInfo } from '@/shared/app-info';
import { api } from '@/web/lib/api-client';

export async function getAppInfo({ signal }: { signal?: AbortSignal } = {}): Promise<AppInfo> {
  return appInfoSchema.parse(await api.get<unknown>('/api/app-info', { signal }));
}

/**
 * The server's public address and AI provider (the bookmarklet, the AI panel and Settings use
 * them); neither changes while the server runs.
 */
export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Infinity });
}
