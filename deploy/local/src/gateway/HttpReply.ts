/** A complete response, for the parts of the gateway that answer themselves (auth, errors). */
export type HttpReply = { status: number; headers: Record<string, string>; body: string | Buffer };
