import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LoginFlow, LoginFlowActions, LoginFlowState } from '@/features/auth/login-steps/types';

export const FlowContext = createContext<LoginFlow | null>(null);

/** The login form's flow: state through a selector, actions as they are. */
export function useFlow<T>(selector: (state: LoginFlowState & LoginFlowActions) => T): T {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow outside the login form');
  return useStore(flow, selector);
}

/** Reads a named field of a submitted form. */
export function fieldOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
