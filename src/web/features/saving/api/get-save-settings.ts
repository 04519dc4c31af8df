import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SaveSettings } from '@/shared/articles/save-request';
import { api } from '@/web/lib/api-client';

/** The server's allow-list of private hosts, so the form checks URLs as the server will. */
export const saveSettingsOptions = queryOptions({
  queryKey: ['save-settings'],
  queryFn: ({ signal }) => api.get<SaveSettings>('/api/save-settings', { signal }),
  staleTime: Infinity,
});

/** Resolves the settings, fetching them the first time; falls back to none if that fails. */
export function useLoadSaveSettings(): () => Promise<SaveSettings> {
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .ensureQueryData(saveSettingsOptions)
      .catch((): SaveSettings => ({ allowPrivateHosts: [] }));
}
