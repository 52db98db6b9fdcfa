import './styles/mantine';
import './styles/app.css';
import { createQueryClient } from './api/queryClient';
import { readServerPayload } from './ssr/payload';
import { startApp } from './ssr/startApp';

// zod would probe `new Function` to speed up parsing; the page's CSP (script-src 'self') refuses it, and every
// refusal is reported as a Content Security Policy issue. This is `z.config({ jitless: true })` through the global
// object zod keeps its configuration in, set before zod (lazily loaded with the first page) parses anything:
// importing zod's config function here would put 4 KB (gzip) of zod into the shell.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startApp(container, readServerPayload(), createQueryClient());
