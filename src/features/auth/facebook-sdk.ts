import { useEffect, useState } from 'react';

/** The part of Facebook's JavaScript SDK that sign-in uses. */
export interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
}

export interface FacebookLoginStatus {
  status?: string;
  authResponse?: FacebookAuthResponse | null;
}

export interface FacebookProfile {
  id?: string;
  name?: string;
  email?: string;
  error?: { message?: string };
}

export interface FacebookSdk {
  init: (options: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }) => void;
  login: (callback: (response: FacebookLoginStatus) => void, options?: { scope: string }) => void;
  api: (
    path: string,
    params: { fields: string },
    callback: (response: FacebookProfile) => void,
  ) => void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
export const FACEBOOK_SDK_SCRIPT_ID = 'facebook-jssdk';
export const FACEBOOK_API_VERSION = 'v19.0';
export const FACEBOOK_LOGIN_SCOPE = 'email,public_profile';
export const FACEBOOK_PROFILE_FIELDS = 'id,name,email';
const READY_EVENT = 'smart-suite:facebook-sdk-ready';

/**
 * unavailable: no app id, or the script could not load (offline, blocked);
 * loading: the script is on its way; ready: window.FB can log in.
 */
export type FacebookSdkStatus = 'unavailable' | 'loading' | 'ready';

let initialisedAppId: string | null = null;

function initialise(sdk: FacebookSdk, appId: string) {
  if (initialisedAppId === appId) return;
  sdk.init({ appId, cookie: true, xfbml: false, version: FACEBOOK_API_VERSION });
  initialisedAppId = appId;
}

function currentStatus(appId: string | null): FacebookSdkStatus {
  if (!appId) return 'unavailable';
  return window.FB ? 'ready' : 'loading';
}

function appendSdkScript(appId: string): HTMLScriptElement {
  window.fbAsyncInit = () => {
    if (window.FB) initialise(window.FB, appId);
    window.dispatchEvent(new Event(READY_EVENT));
  };
  const script = document.createElement('script');
  script.id = FACEBOOK_SDK_SCRIPT_ID;
  script.src = FACEBOOK_SDK_URL;
  script.async = true;
  script.crossOrigin = 'anonymous';
  document.body.appendChild(script);
  return script;
}

/**
 * Loads Facebook's SDK once, and only when an app id is configured, so the page never
 * fetches third-party code that cannot be used. The button stays disabled until ready.
 */
export function useFacebookSdk(appId: string | null): FacebookSdkStatus {
  const [status, setStatus] = useState<FacebookSdkStatus>(() => currentStatus(appId));

  useEffect(() => {
    if (!appId) return;
    // Already there (an earlier modal loaded it): the first state was 'ready'.
    if (window.FB) {
      initialise(window.FB, appId);
      return;
    }

    const onReady = () => setStatus(window.FB ? 'ready' : 'unavailable');
    window.addEventListener(READY_EVENT, onReady);

    const existing = document.getElementById(FACEBOOK_SDK_SCRIPT_ID);
    const script = existing instanceof HTMLScriptElement ? existing : appendSdkScript(appId);
    // A failed or empty answer (offline, a blocker, a proxy page) means unavailable; the
    // script goes so that the next time a modal opens tries again.
    const onFailure = () => {
      script.remove();
      setStatus('unavailable');
    };
    const onLoad = () => {
      if (!window.FB) onFailure();
    };
    script.addEventListener('error', onFailure);
    script.addEventListener('load', onLoad);

    return () => {
      window.removeEventListener(READY_EVENT, onReady);
      script.removeEventListener('error', onFailure);
      script.removeEventListener('load', onLoad);
    };
  }, [appId]);

  return status;
}
