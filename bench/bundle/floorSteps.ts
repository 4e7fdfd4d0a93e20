// The steps of `npm run bench:bundle-floor`: a learner sign-in screen built
// from the client's own libraries and nothing else, one library at a time.
// Each step is a whole entry module (it adds to the one before it); the
// names are the libraries the real entry ships (client/src/main.tsx).

export interface FloorStep {
  name: string;
  imports: string[];
  /** the statements that make the page (after the imports), ending in a render */
  body: string;
}

const REACT = ["import { createRoot } from 'react-dom/client';"];
const ROUTER = ["import { createHashRouter, RouterProvider } from 'react-router';"];
const I18N = ["import i18next from 'i18next';", "import { I18nextProvider, useTranslation } from 'react-i18next';"];
// What the sign-in form shows (LearnerEntryScreen, SignInForm) and the theme it is shown in (AppThemeProvider).
const MUI = [
  "import Alert from '@mui/material/Alert';",
  "import Button from '@mui/material/Button';",
  "import Card from '@mui/material/Card';",
  "import CardContent from '@mui/material/CardContent';",
  "import Container from '@mui/material/Container';",
  "import CssBaseline from '@mui/material/CssBaseline';",
  "import Stack from '@mui/material/Stack';",
  "import TextField from '@mui/material/TextField';",
  "import Typography from '@mui/material/Typography';",
  "import { createTheme, ThemeProvider } from '@mui/material/styles';",
  "import createCache from '@emotion/cache';",
  "import { CacheProvider } from '@emotion/react';",
];
// The screen's query and the provider (the sign-in screen reads its organisation through Relay).
const RELAY = [
  "import { RelayEnvironmentProvider, useLazyLoadQuery, useMutation } from 'react-relay';",
  "import { Environment, Network, RecordSource, Store } from 'relay-runtime';",
  "import query from '../../../client/src/features/learner/entry/__generated__/LearnerEntryScreenQuery.graphql.ts';",
];

const FORM = `<Stack component="form" spacing={2}><Alert severity="error">{t('e')}</Alert><TextField label={t('email')} type="email" /><Button variant="contained">{t('go')}</Button></Stack>`;
const SCREEN = `<Container maxWidth="sm"><Card><CardContent><Typography component="h1">{t('title')}</Typography>${FORM}</CardContent></Card></Container>`;
const THEMED = (inner: string) =>
  `<CacheProvider value={createCache({ key: 'mui' })}><ThemeProvider theme={createTheme({ direction: 'rtl' })}><CssBaseline />${inner}</ThemeProvider></CacheProvider>`;
const I18N_INIT = "void i18next.init({ lng: 'ar', resources: { ar: { translation: {} } }, initAsync: false });";
const RELAY_INIT = 'const environment = new Environment({ network: Network.create(() => fetch(\'/graphql\').then((r) => r.json())), store: new Store(new RecordSource()) });';

export const FLOOR_STEPS: FloorStep[] = [
  {
    name: 'react-dom',
    imports: REACT,
    body: "createRoot(document.getElementById('root')!).render(<input type=\"email\" />);",
  },
  {
    name: '+ react-router',
    imports: [...REACT, ...ROUTER],
    body: "const router = createHashRouter([{ path: '/login', element: <input type=\"email\" /> }]);\ncreateRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
  },
  {
    name: '+ i18next',
    imports: [...REACT, ...ROUTER, ...I18N],
    body: `${I18N_INIT}\nfunction Screen() { const { t } = useTranslation(); return <input type="email" aria-label={t('email')} />; }\nconst router = createHashRouter([{ path: '/login', element: <Screen /> }]);\ncreateRoot(document.getElementById('root')!).render(<I18nextProvider i18n={i18next}><RouterProvider router={router} /></I18nextProvider>);`,
  },
  {
    name: '+ MUI (the sign-in form)',
    imports: [...REACT, ...ROUTER, ...I18N, ...MUI],
    body: `${I18N_INIT}\nfunction Screen() { const { t } = useTranslation(); return ${SCREEN}; }\nconst router = createHashRouter([{ path: '/login', element: <Screen /> }]);\ncreateRoot(document.getElementById('root')!).render(<I18nextProvider i18n={i18next}>${THEMED('<RouterProvider router={router} />')}</I18nextProvider>);`,
  },
  {
    name: '+ Relay (its query and a mutation)',
    imports: [...REACT, ...ROUTER, ...I18N, ...MUI, ...RELAY],
    body: `${I18N_INIT}\n${RELAY_INIT}\nfunction Screen() { const { t } = useTranslation(); const data = useLazyLoadQuery(query, {}); const [commit] = useMutation(query as never); void commit; return <>{JSON.stringify(data).length}${SCREEN}</>; }\nconst router = createHashRouter([{ path: '/login', element: <Screen /> }]);\ncreateRoot(document.getElementById('root')!).render(<I18nextProvider i18n={i18next}><RelayEnvironmentProvider environment={environment}>${THEMED('<RouterProvider router={router} />')}</RelayEnvironmentProvider></I18nextProvider>);`,
  },
];
