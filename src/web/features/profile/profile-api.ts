import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Profile,
  ProfileUpdate,
  SavedVehicle,
  vehicleListSchema,
} from '../../../shared/contracts/profiles';
import type { SavedQuote, SavedQuoteList, Vehicle } from '../../../shared/contracts/quotes';
import { apiGet, apiPost, apiPut, apiRequest } from '../../lib/api-client';
import { loadSession } from '../session';

type VehicleList = z.infer<typeof vehicleListSchema>;

export const profileEndpoints = {
  profile: '/api/profiles/me',
  vehicles: '/api/profiles/me/vehicles',
  quotes: '/api/quotes',
} as const;

const vehiclePath = (id: string) => `${profileEndpoints.vehicles}/${encodeURIComponent(id)}`;
const quotePath = (id: string) => `${profileEndpoints.quotes}/${encodeURIComponent(id)}`;

/**
 * Read afresh at every visit (the quote flow and other tabs change these rows): the profile is not
 * kept once the screen is gone, since the form starts from its first answer.
 */
export function useProfile() {
  return useQuery({
    queryKey: [profileEndpoints.profile],
    queryFn: ({ signal }) => apiGet<Profile>(profileEndpoints.profile, { signal }),
    gcTime: 0,
  });
}

/**
 * Saves the whole profile; the cache takes the stored answer, and the session (name, e-mail and
 * company live on the account) is read again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiPut<Profile>(profileEndpoints.profile, input),
    onSuccess: (profile) => {
      queryClient.setQueryData([profileEndpoints.profile], profile);
      void loadSession({ force: true });
    },
  });
}

export function useVehicles() {
  return useQuery({
    queryKey: [profileEndpoints.vehicles],
    queryFn: ({ signal }) => apiGet<VehicleList>(profileEndpoints.vehicles, { signal }),
    staleTime: 0,
    select: (list) => list.vehicles,
  });
}

/** Adds a vehicle (no id) or replaces one (with its id). */
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vehicle }: { id?: string; vehicle: Vehicle }) =>
      id
        ? apiPut<SavedVehicle>(vehiclePath(id), vehicle)
        : apiPost<SavedVehicle>(profileEndpoints.vehicles, vehicle),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [profileEndpoints.vehicles] }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(vehiclePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [profileEndpoints.vehicles] }),
  });
}

export function useSavedQuotes() {
  return useQuery({
    queryKey: [profileEndpoints.quotes],
    queryFn: ({ signal }) => apiGet<SavedQuoteList>(profileEndpoints.quotes, { signal }),
    staleTime: 0,
    select: (list) => list.quotes,
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(quotePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [profileEndpoints.quotes] }),
  });
}

/** Prices a saved request again with its stored answers (PUT re-prices); answers the new request. */
export function useRecheckQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: SavedQuote) => apiPut<SavedQuote>(quotePath(quote.id), quote.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [profileEndpoints.quotes] }),
  });
}
