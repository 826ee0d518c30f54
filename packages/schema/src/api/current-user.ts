/** Shapes of the current-user calls that browser and server share. */

/** One entry of GET /api/permission/Users/Current/SystemLog. */
export interface LoginHistoryEntry {
  id: string;
  /** Epoch milliseconds of the sign-in. */
  creatorTime: number;
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
  success: boolean;
  /** 登录成功, or why the attempt failed. */
  abstracts: string;
}
