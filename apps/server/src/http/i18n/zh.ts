/**
 * Every message the server answers a client in `msg`, in simplified Chinese, the default
 * language. The other languages' catalogues must have exactly these keys. Values are filled in
 * through `{{name}}` parameters, so each language can put them where its grammar wants them.
 * A field a message is about stays outside the text, as the `field: ` prefix clients read.
 */
export const zh = {
  // Answers of any route
  'http.serverError': '服务器内部错误，请稍后重试',
  'http.routeNotFound': '{{method}} {{path}} 不存在',
  'common.created': '新建成功',
  'common.updated': '更新成功',
  'common.deleted': '删除成功',
  'common.saved': '保存成功',
  'common.copied': '复制成功',
  'common.published': '发布成功',
  'common.set': '设置成功',
  'common.changed': '修改成功',
  'common.switched': '切换成功',
  'common.codeExists': '编码 {{enCode}} 已存在',

  // Checks the shared schema package makes on a record's values, by their message key
  'schema.required': '不能为空',
  'schema.maxLength': '最多输入{{limit}}个字符',
  'schema.minimum': '不能小于{{limit}}',
  'schema.maximum': '不能大于{{limit}}',
  'schema.integer': '只能输入整数',
  'schema.decimals': '最多{{places}}位小数',
  'schema.notAnOption': '不在可选范围内',
  'schema.badFormat': '格式不正确',
  'schema.badData': '数据格式不正确',
  'schema.amountTooLarge': '金额过大无法计算',
  'schema.rule.phone': '请正确输入您的手机号',
  'schema.rule.password': '6-16位字符的密码（数字和字母组成）',
  'schema.rule.idCard': '请正确输入您的身份证号码',
  'schema.rule.email': '请正确输入您的邮箱地址',
  'schema.rule.plate': '请正确输入您的车牌号',
  'schema.rule.chinese': '请正确输入中文',
  'schema.rule.code': '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  'schema.rule.account': '只能输入数字英文',
  'schema.rule.name': '名称不能含有特殊符号',
  'schema.rule.digitsCode': '编码只能输入数字',
  'schema.rule.halfHours': '时间只能是整数和0.5的倍数',
  'schema.rule.positiveInteger': '请输入正整数',

  // Sign-in and sessions
  'oauth.signedOut': '未登录或登录已过期，请重新登录',
  'oauth.sessionExpired': '登录过期,请重新登录',
  'oauth.passwordChanged': '密码已修改，请重新登录',
  'oauth.kickedOut': '您已被管理员强制下线，请重新登录',
  'oauth.accountDisabled': '账号已被禁用，请联系管理员',
  'oauth.wrongCredentials': '账号或密码错误，请重新输入',
  'oauth.locked': '账号已被锁定，请{{minutes}}分钟后再试',
  'oauth.tooManyWrongPasswords': '密码错误次数过多',
  'oauth.triesLeft': '{{message}}（还可尝试{{tries}}次）',
  'oauth.lockedAfterFailures': '{{reason}}，{{locked}}',
  'oauth.enterAccount': '请输入账号',
  'oauth.enterCode': '请输入验证码',
  'oauth.captchaExpired': '验证码已过期，请刷新后重试',
  'oauth.captchaWrong': '验证码错误',
  'oauth.smsCodeWrong': '验证码错误或已过期，请重新输入',
  'oauth.smsCodeExpired': '验证码已过期，请重新获取',
  'oauth.tooManyWrongCodes': '验证码错误次数过多',
  'oauth.smsTooFrequent': '验证码发送过于频繁，请{{seconds}}秒后再试',
  'oauth.smsTooMany': '该手机号获取验证码次数过多，请{{minutes}}分钟后再试',
  'oauth.smsSent': '验证码已发送',
  'oauth.throttled': '登录失败次数过多，请{{minutes}}分钟后再试',
  'oauth.qrExpired': '二维码已失效，请刷新后重新扫描',
  'oauth.qrTaken': '二维码已被使用',
  'oauth.qrNotScanned': '请先扫描二维码',
  'oauth.qrAlreadyConfirmed': '二维码已确认登录',
  'oauth.qrScanned': '扫码成功，请确认登录',
  'oauth.qrConfirmed': '已确认登录',
  'oauth.signedIn': '登录成功',
  'oauth.loggedOut': '退出成功',
  'oauth.notCurrentAccount': '账户与当前登录用户不一致',
  'oauth.unlocked': '解锁成功',

  // The signed-in user's own settings
  'currentUser.passwordChanged': '修改成功，请牢记新密码',
  'currentUser.wrongOldPassword': '原密码错误',
  'currentUser.samePassword': '新密码不能与原密码相同',
  'currentUser.uploadAvatarFirst': '请先上传头像图片',
  'currentUser.notInOrganize': '您不属于该组织',
  'currentUser.notInPosition': '您未担任该岗位',

  // Records of released forms
  'onlineDev.notReleased': '该功能未发布或已删除',
  'onlineDev.recordNotFound': '数据不存在或已删除',
  'onlineDev.recordsNotFound': '{{ids}} 数据不存在或已删除',
  'onlineDev.rowCell': '{{table}}第{{row}}行{{column}}',
  'onlineDev.notFormField': '{{vModel}} 不是表单字段',
  'onlineDev.notQueryField': '不是列表的查询字段',
  'onlineDev.tooManyChoices': '最多选择{{max}}项',
  'onlineDev.expectText': '应为文本',
  'onlineDev.expectRange': '应为 [开始, 结束]',
  'onlineDev.expectObject': '应为对象',
  'onlineDev.noColumns': '没有可导出的列',
  'onlineDev.downloadGone': '文件不存在或已过期',
  'onlineDev.billNumberFailed': '{{label}}无法取号，{{reason}}',
  'billRule.disabled': '单据规则 {{enCode}} 已停用',
  'billRule.missing': '单据规则 {{enCode}} 不存在',

  // Files
  'file.linkExpired': '下载链接已过期，请重新获取',
  'file.linkInvalid': '下载链接无效',
  'file.missing': '文件不存在',
  'file.notImage': '不是图片，请通过下载链接获取',
  'file.notPreviewable': '该文件不能预览',
  'file.typeNotPreviewable': '该文件类型不支持预览，请下载后查看',
  'file.multipartOnly': '请以 multipart/form-data 上传',
  'file.chunkSizeMismatch': '分片大小与 currentChunkSize 不符（{{detail}}）',
  'file.tooLarge': '文件大小超过{{megabytes}}MB',
  'file.chunkTooLarge': '分片不能超过{{bytes}}字节',
  'file.tooManyChunks': '不能超过{{max}}',
  'file.chunkNumberTooLarge': '不能超过 totalChunks',
  'file.chunkOverSize': '超过分片大小',
  'file.notImageContent': '文件内容不是 {{extension}} 图片',
  'file.md5Mismatch': '文件校验失败（MD5 不一致），请重新上传',
  'file.sizeDiffersFromStored': '与已存文件的大小不符',
  'file.noChunks': '没有已上传的分片，请重新上传',
  'file.chunksIncomplete': '与已上传分片的大小之和不符，分片不完整',
  'file.empty': '文件为空',

  // Form design, release and code generation
  'visualdev.notFound': '该功能不存在或已删除',
  'visualdev.noSuchVersion': '该版本不存在',
  'visualdev.parentMenuMissing': '上级菜单不存在',
  'visualdev.menuCodeTaken': '菜单编码 {{enCode}} 已被占用',
  'visualdev.formNotDesigned': '表单尚未设计',
  'visualdev.renameClash': '「{{label}}」与「{{other}}」都改名自 {{from}}，只有一个字段能接过它的值',
  'visualdev.renameBlocked':
    '「{{label}}」不能改名为 {{to}}：{{records}} 条记录仍保存着已删除字段 {{to}} 的值，请换一个名称',
  'visualdev.typeChangeBreaks': '「{{label}}」的类型变更后，{{records}} 条记录的值不符合新类型',
  'visualdev.typeChangeSeparator': '；',
  'visualdev.confirmTypeChanges': '{{listed}}。确认类型变更后再发布',
  'generator.notReleased': '该功能尚未发布，请先发布再生成代码',

  // Online users
  'onlineUser.notSelf': '不能强制下线自己',
  'onlineUser.notOnline': '该用户不在线',
  'onlineUser.kickedOut': '强制下线成功',

  // Dictionaries
  'dictionary.typeNotFound': '数据字典不存在或已删除',
  'dictionary.typeMissing': '数据字典 {{key}} 不存在',
  'dictionary.hasChildTypes': '该数据字典下有下级字典，不能删除',
  'dictionary.hasItems': '该数据字典下有数据，不能删除',
  'dictionary.itemNotFound': '字典数据不存在或已删除',
  'dictionary.nameExists': '名称 {{name}} 已存在',
  'dictionary.notTree': '该数据字典不是树形，不能选择上级',
  'dictionary.otherType': '不能移到其他数据字典',
  'dictionary.hasChildItems': '该数据下有下级数据，不能删除',
  'dictionary.parentMissing': '上级 {{parentId}} 不存在',
  'dictionary.parentIsOwnDescendant': '上级不能是自己或自己的下级',

  // Column settings
  'columnSettings.expectArray': '应为列设置的数组',
  'columnSettings.tooManyColumns': '最多{{max}}列',
  'columnSettings.expectProp': '应为列的字段名',
  'columnSettings.expectBoolean': '应为 true 或 false',
  'columnSettings.menuMissing': '菜单不存在',

  // Data interfaces
  'dataInterface.missing': '数据接口 {{key}} 不存在',
  'dataInterface.disabled': '数据接口 {{key}} 已停用',
  'dataInterface.unsupportedType': '数据接口 {{key}} 的类型暂不支持',
  'dataInterface.badJson': '数据接口 {{key}} 的静态数据不是有效的 JSON',
  'dataInterface.notList': '数据接口 {{key}} 的数据不是列表',
} as const;

export type MessageKey = keyof typeof zh;

/** A language's catalogue: a text for every key of the Chinese one, and no other key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
