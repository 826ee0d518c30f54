import { defineMessages } from '@formwork/schema';

/** The answers of the signed-in user's own settings. */
export const currentUserMessages = defineMessages('currentUser', {
  zh: {
    passwordChanged: '修改成功，请牢记新密码',
    signatureNotFound: '个性签名不存在或已删除',
    wrongOldPassword: '原密码错误',
    samePassword: '新密码不能与原密码相同',
    uploadAvatarFirst: '请先上传头像图片',
    notInOrganize: '您不属于该组织',
    notInPosition: '您未担任该岗位',
  },
  zhtw: {
    passwordChanged: '修改成功，請牢記新密碼',
    signatureNotFound: '個性簽名不存在或已刪除',
    wrongOldPassword: '原密碼錯誤',
    samePassword: '新密碼不能與原密碼相同',
    uploadAvatarFirst: '請先上傳頭像圖片',
    notInOrganize: '您不屬於該組織',
    notInPosition: '您未擔任該職位',
  },
  en: {
    passwordChanged: 'Changed, please remember the new password',
    signatureNotFound: 'The signature does not exist or has been deleted',
    wrongOldPassword: 'The old password is wrong',
    samePassword: 'The new password must differ from the old one',
    uploadAvatarFirst: 'Upload the avatar image first',
    notInOrganize: 'You do not belong to this organization',
    notInPosition: 'You do not hold this position',
  },
});
