/** One API call a screen makes, as written in its spec: method and endpoint template (`/blockDates/{{ refId }}`). */
export interface ScreenCall {
  method: 'GET' | 'POST' | 'DELETE';
  endpoint: string;
}
