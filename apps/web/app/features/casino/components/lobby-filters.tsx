import type { Category } from '@vitrine/contract/content.ts';
import { GAME_SORTS, GAME_TYPES } from '@vitrine/contract/game-constants.ts';
import type { Provider } from '@vitrine/contract/games.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon, ChevronDownIcon } from '~/components/ui/icons';
import { EMPTY_FILTER, isFiltered, toggleItem, type GameFilter } from '../model/game-filter';
import { SearchField } from './search-field';

const SEARCH_DEBOUNCE_MS = 300;

const selectClasses =
  'min-h-11 rounded-lg border border-line bg-surface-raised px-3 text-sm font-semibold text-fg';

/**
 * The lobby's filters: search by title, categories (every chosen one must match), providers (any),
 * type, bonus and order. They change the URL; the list follows it.
 */
export function LobbyFilters({
  filter,
  onChange,
  categories,
  providers,
  lockedCategory,
}: {
  filter: GameFilter;
  onChange: (next: GameFilter, options?: { replace?: boolean }) => void;
  categories: readonly Category[];
  providers: readonly Provider[];
  /** On a category page that category is part of the address, not a chip to untick. */
  lockedCategory?: string;
}) {
  const { t } = useTranslation('casino');
  const [providersOpen, setProvidersOpen] = useState(false);
  const providerPanelId = useId();
  const chips = categories.filter((category) => category.slug !== lockedCategory);
  const chosenCategories = filter.categories.filter((slug) => slug !== lockedCategory);

  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={filter.searchTerm}
        onSearch={(searchTerm) => onChange({ ...filter, searchTerm }, { replace: true })}
      />
      {chips.length > 0 && (
        <div
          role="group"
          aria-label={t('lobby.categories')}
          className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          <Chip
            pressed={chosenCategories.length === 0}
            onClick={() =>
              onChange({ ...filter, categories: lockedCategory ? [lockedCategory] : [] })
            }
          >
            {t('lobby.allCategories')}
          </Chip>
          {chips.map((category) => (
            <Chip
              key={category.slug}
              pressed={filter.categories.includes(category.slug)}
              onClick={() =>
                onChange({ ...filter, categories: toggleItem(filter.categories, category.slug) })
              }
            >
              <CategoryIcon icon={category.icon} className="size-4" />
              {category.name}
            </Chip>
          ))}
        </div>
      )}
      <div className="-mx-3 flex items-center gap-2 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {providers.length > 0 && (
          <button
            type="button"
            aria-expanded={providersOpen}
            aria-controls={providerPanelId}
            onClick={() => setProvidersOpen((value) => !value)}
            className={`${selectClasses} flex shrink-0 items-center gap-2`}
          >
            {filter.providers.length > 0
              ? t('lobby.providersCount', { count: filter.providers.length })
              : t('lobby.allProviders')}
            <ChevronDownIcon
              className={`size-4 transition-transform ${providersOpen ? 'rotate-180' : ''}`}
            />
          </button>
        )}
        <LobbySelect
          id="lobby-type"
          label={t('lobby.type')}
          value={filter.type ?? ''}
          onChange={(event) => {
            const type = GAME_TYPES.find((value) => value === event.target.value) ?? null;
            onChange({ ...filter, type });
          }}
        >
          <option value="">{t('lobby.allTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </LobbySelect>
        <LobbySelect
          id="lobby-sort"
          label={t('lobby.sort')}
          value={filter.sort}
          onChange={(event) => {
            const sort = GAME_SORTS.find((value) => value === event.target.value);
            if (sort) onChange({ ...filter, sort });
          }}
        >
          {GAME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </LobbySelect>
        <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface-raised px-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-brand)]"
            checked={filter.bonusOnly}
            onChange={(event) => onChange({ ...filter, bonusOnly: event.target.checked })}
          />
          {t('lobby.bonusOnly')}
        </label>
        {isFiltered({ ...filter, categories: chosenCategories }) && (
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            onClick={() =>
              onChange({ ...EMPTY_FILTER, categories: lockedCategory ? [lockedCategory] : [] })
            }
          >
            {t('lobby.clear')}
          </button>
        )}
      </div>
      {providersOpen && (
        <ProviderPanel
          id={providerPanelId}
          providers={providers}
          chosen={filter.providers}
          onChange={(chosen) => onChange({ ...filter, providers: chosen })}
        />
      )}
    </div>
  );
}

/** A select named by a label only screen readers see (the options say what it is). */
function LobbySelect({
  id,
  label,
  ...props
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  id: string;
  label: string;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${selectClasses} shrink-0`} {...props} />
    </>
  );
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${
        pressed
          ? 'border-transparent bg-brand text-on-brand'
          : 'border-line bg-surface-raised text-fg hover:bg-surface-overlay'
      }`}
    >
      {children}
    </button>
  );
}

/** Search as the player types (after a short pause), without losing what they typed. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation('casino');
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // A change of the URL from elsewhere (clear filters, back button) shows in the box.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = trimmed;
      onSearchRef.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        lastSent.current = text.trim();
        onSearch(text.trim());
      }}
    >
      <SearchField
        label={t('lobby.search')}
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('lobby.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

/** The providers as checkboxes, under their disclosure button: any chosen provider matches. */
function ProviderPanel({
  id,
  providers,
  chosen,
  onChange,
}: {
  id: string;
  providers: readonly Provider[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation('casino');
  return (
    <fieldset
      id={id}
      className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-line bg-surface-raised p-2 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
    >
      <legend className="sr-only">{t('lobby.providers')}</legend>
      {providers.map((provider) => (
        <label
          key={provider.code}
          className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-surface-overlay"
        >
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-brand)]"
            checked={chosen.includes(provider.code)}
            onChange={() => onChange(toggleItem(chosen, provider.code))}
          />
          <span className="truncate">{provider.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
