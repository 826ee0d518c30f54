import SparkMD5 from 'spark-md5';
import { request } from '../http/client.js';

/**
 * Unlocks the screen: account and md5 of the password. A wrong password answers
 * 400 with the server's message, which the client shows; the session stays either way.
 */
export const unlockScreen = (account: string, password: string) =>
  request({
    url: '/api/oauth/LockScreen',
    method: 'post',
    data: { account, password: SparkMD5.hash(password) },
  });
