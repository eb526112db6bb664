import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-vite-config';

export default defineConfig(appViteConfig('portal', __dirname));
