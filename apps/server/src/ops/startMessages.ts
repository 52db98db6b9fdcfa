/** What `npm start` tells a person (rules §25): the ready line, and why a start stopped. */
import type { Env } from '../env.ts';

/** 'Ready: http://localhost:3000 (development login on)'. */
export function readyLine(env: Pick<Env, 'publicUrl' | 'devLogin'>): string {
  return `Ready: ${env.publicUrl} (development login ${env.devLogin ? 'on' : 'off'})`;
}

export function isPortInUse(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: string }).code === 'EADDRINUSE';
}

export const portInUseMessage = (port: number) =>
  `Port ${String(port)} is already in use: stop the program using it, or set PORT to a free port (e.g. PORT=${String(port + 1)} npm start).`;
