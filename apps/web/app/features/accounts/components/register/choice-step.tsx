import { useFormContext } from 'react-hook-form';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { useValidationText } from '~/core/i18n/use-validation-text';
import type { RegisterDraft } from '../../model/register-steps';

/** One choice among a few as radio cards; Enter continues, as in any radio group. */
export function ChoiceStep({
  name,
  legend,
  options,
}: {
  name: 'gender' | 'marital_status';
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const form = useFormContext<RegisterDraft>();
  const text = useValidationText();
  return (
    <RadioCardGroup
      legend={legend}
      legendClassName="mb-3 text-lg font-semibold"
      error={text(form.formState.errors[name]?.message, name)}
    >
      {(describedBy) =>
        options.map((option) => (
          <RadioCard
            key={option.value}
            label={option.label}
            value={option.value}
            aria-describedby={describedBy}
            {...form.register(name)}
          />
        ))
      }
    </RadioCardGroup>
  );
}
