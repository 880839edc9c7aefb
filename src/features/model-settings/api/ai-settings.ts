import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSettingsResponse, SaveAiSettingsRequest } from '@contract/ai-settings';
import {
  findLocalModel,
  getAiSettings,
  listAiModels,
  saveAiSettings,
  testAiConnection,
} from '@/lib/api';

const settingsKey = ['ai-settings'] as const;

export function useAiSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getAiSettings, retry: false });
}

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAiSettingsRequest) => saveAiSettings(request),
    onSuccess: (saved) => queryClient.setQueryData<AiSettingsResponse>(settingsKey, saved),
  });
}

/** A local Ollama, looked for once when the page opens. */
export function useLocalModel() {
  return useQuery({ queryKey: ['ai-settings', 'local'], queryFn: findLocalModel, retry: false });
}

export function useListModels() {
  return useMutation({
    mutationFn: ({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) =>
      listAiModels(baseUrl, apiKey || undefined),
  });
}

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'text' | 'image') => testAiConnection(kind),
    // A test is a model call: the usage line is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey, exact: true }),
  });
}
