import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { countryNames, regionNames, type CountryLanguage, type Place } from '../../../../../domain/countries/countries.ts';
import type { CountryRegionQuestion } from '../../../../../domain/quiz/types.ts';
import type { QuestionInputProps } from './questionInputProps.ts';
import { usePlaces } from './usePlaces.ts';

function placeOf(places: Place[] | null, code: string | null | undefined): Place | null {
  return places?.find((place) => place.code === code) ?? null;
}

interface PlaceSelectProps {
  label: string;
  places: Place[] | null;
  value: string | null | undefined;
  onSelect: (code: string | null) => void;
  disabled: boolean;
}

/** A searchable list of places; the answer keeps the code, the learner sees the name. */
function PlaceSelect({ label, places, value, onSelect, disabled }: PlaceSelectProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      options={places ?? []}
      loading={places === null}
      value={placeOf(places, value)}
      onChange={(_event, place) => onSelect(place?.code ?? null)}
      getOptionLabel={(place) => place.name}
      getOptionKey={(place) => place.code}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      disabled={disabled}
      loadingText={t('quiz.input.loading')}
      noOptionsText={t('quiz.input.noOptions')}
      clearText={t('quiz.input.clear')}
      openText={t('quiz.input.open')}
      closeText={t('quiz.input.closeList')}
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * Type 8: a country and, when the question asks for it, one of its regions,
 * named in the page's language. Another country, or none, clears the region.
 */
export function CountryRegionInput({ question, answer, onChange, disabled }: QuestionInputProps<CountryRegionQuestion>) {
  const { t, i18n } = useTranslation();
  const lang: CountryLanguage = i18n.language === 'en' ? 'en' : 'ar';
  const country = answer?.country ?? null;
  const countries = usePlaces(lang, () => countryNames(lang));
  const regionsKey = question.showRegion === true && country ? `${country}:${lang}` : null;
  const regions = usePlaces(regionsKey, () => regionNames(country ?? '', lang));
  const hasRegions = regionsKey !== null && (regions === null || regions.length > 0);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <PlaceSelect
        label={t('quiz.input.country')}
        places={countries}
        value={country}
        onSelect={(code) => onChange({ country: code, region: code === country ? (answer?.region ?? null) : null })}
        disabled={disabled}
      />
      {hasRegions && (
        <PlaceSelect
          label={t('quiz.input.region')}
          places={regions}
          value={answer?.region}
          onSelect={(region) => onChange({ country, region })}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
