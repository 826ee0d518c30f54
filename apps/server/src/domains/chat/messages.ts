import { defineMessages } from '@formwork/schema';

/** The answers of internal chat. */
export const chatMessages = defineMessages('chat', {
  zh: {
    noSuchUser: '用户不存在或已停用',
    notSelf: '不能给自己发送消息',
    notYourImage: '图片不存在，请重新上传',
    imageTooLarge: '图片大小不能超过5M',
    notYourConversation: '只能查看自己参与的会话',
    unknownMethod: '不支持的方法 {{method}}',
    foreignOrigin: '不允许从其他站点连接',
    storeFailed: '消息发送失败，请重试',
    tooManyFrames: '短时间内发送的消息过多，聊天连接已断开',
    tooManySocketsOfUser: '你打开的聊天连接过多，请关闭一些标签页',
    tooManySocketsOfAddress: '来自你的网络地址的聊天连接过多',
  },
  zhtw: {
    noSuchUser: '使用者不存在或已停用',
    notSelf: '不能給自己傳送訊息',
    notYourImage: '圖片不存在，請重新上傳',
    imageTooLarge: '圖片大小不能超過5M',
    notYourConversation: '只能檢視自己參與的會話',
    unknownMethod: '不支援的方法 {{method}}',
    foreignOrigin: '不允許從其他網站連線',
    storeFailed: '訊息傳送失敗，請重試',
    tooManyFrames: '短時間內傳送的訊息過多，聊天連線已中斷',
    tooManySocketsOfUser: '你開啟的聊天連線過多，請關閉一些分頁',
    tooManySocketsOfAddress: '來自你的網路位址的聊天連線過多',
  },
  en: {
    noSuchUser: 'no such user, or the user is disabled',
    notSelf: 'you cannot send a message to yourself',
    notYourImage: 'no image you uploaded has this name, please upload it again',
    imageTooLarge: 'the image must not be larger than 5MB',
    notYourConversation: 'only conversations you take part in can be read',
    unknownMethod: 'unknown method {{method}}',
    foreignOrigin: 'connections from another site are refused',
    storeFailed: 'the message could not be sent, please try again',
    tooManyFrames: 'too many messages in a short time: the chat connection was closed',
    tooManySocketsOfUser: 'too many chat connections are open for you: close some tabs',
    tooManySocketsOfAddress: 'too many chat connections come from your network address',
  },
});
