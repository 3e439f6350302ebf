import type { Send } from "./servicePerson.ts";

/**
 * Requests to a running service over HTTP, as the browser sends them: JSON, the Origin of the address people open
 * (`origin`, which the service checks on every change), the session cookie.
 */
export function httpSend(url: string, origin: string): Send {
  return async (method, path, body, cookie) => {
    const answer = await fetch(`${url}/_editor/api/${path}`, {
      method,
      headers: {
        accept: "application/json",
        origin,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(cookie && { cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    const setCookie = answer.headers.getSetCookie()[0];
    return {
      status: answer.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      cookie: setCookie?.split(";")[0],
    };
  };
}
