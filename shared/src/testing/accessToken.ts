/** An access token shaped as GoTrue issues it, its claims in base64url; the signature is not real. */
export const accessToken = (claims: object): string =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
