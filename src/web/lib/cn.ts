import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on its first call; main.tsx calls this in a task
 * of its own while the first screen waits for who is signed in, not inside that screen's render.
 */
export function prepareClassMerging(): void {
  twMerge('p-0', 'p-1');
}
