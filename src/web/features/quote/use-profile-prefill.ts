import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Profile } from '../../../shared/contracts/profiles';
import type { InsuranceType } from '../../../shared/insurance-types';
import { apiGet } from '../../lib/api-client';
import { useSession } from '../session';
import type { QuoteFormValues } from './quote-steps';

/**
 * A signed-in consumer starting a new quote finds the answers their profile already holds: ZIP,
 * date of birth, current insurer and premium. Only empty answers the person has not touched are
 * filled, and never while a saved request is being edited: its answers are the person's own.
 */
export function useProfilePrefill(
  type: InsuranceType,
  form: UseFormReturn<QuoteFormValues>,
  isEditingSaved: boolean,
) {
  const { isConsumer } = useSession();
  useEffect(() => {
    if (!isConsumer || isEditingSaved) return;
    const controller = new AbortController();
    apiGet<Profile>('/api/profiles/me', { signal: controller.signal, retries: 0 }).then(
      (profile) => {
        const fill = (name: string, value: unknown) => {
          const current = form.getValues(name);
          const isEmpty = current === undefined || current === '';
          if (value === null || value === undefined || !isEmpty) return;
          const { isTouched, isDirty } = form.getFieldState(name);
          if (!isTouched && !isDirty) form.setValue(name, value);
        };
        fill('zip', profile.zip);
        if (type === 'auto') fill('drivers.0.birthDate', profile.birthDate);
        if (type === 'life') fill('birthDate', profile.birthDate);
        fill('currentInsurer', profile.insuranceCompany);
        fill('currentPremium', profile.currentPremium);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [type, form, isConsumer, isEditingSaved]);
}
