/**
 * What a request body that is not a JSON object is answered, whatever the resource (the server's
 * body guard and every request schema). Apart from checks.ts so that the forms' bundles, which
 * read it through their schemas, carry no more than this line.
 */
export const NOT_AN_OBJECT_MESSAGE = '요청 본문은 JSON 객체여야 합니다.';
