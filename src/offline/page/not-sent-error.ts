/** The action could not be sent and this browser cannot keep it for later. */
export class NotSentError extends Error {
  constructor() {
    super('Not sent, and this browser cannot keep it for later');
    this.name = 'NotSentError';
  }
}
