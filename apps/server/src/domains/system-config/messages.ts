import { defineMessages } from '@formwork/schema';

/** The answers of system settings. */
export const sysConfigMessages = defineMessages('sysConfig', {
  zh: {
    passwordPolicy: '密码须符合安全策略：{{rules}}',
    ruleLength: '至少 {{min}} 位',
    ruleNumbers: '包含数字',
    ruleLower: '包含小写字母',
    ruleUpper: '包含大写字母',
    ruleSymbols: '包含特殊字符',
    ruleSeparator: '，',
    extensionUnsafe: '{{extension}} 文件可能在浏览器中运行，不能允许上传',
    saved: '保存成功',
  },
  zhtw: {
    passwordPolicy: '密碼須符合安全策略：{{rules}}',
    ruleLength: '至少 {{min}} 位',
    ruleNumbers: '包含數字',
    ruleLower: '包含小寫字母',
    ruleUpper: '包含大寫字母',
    ruleSymbols: '包含特殊字元',
    ruleSeparator: '，',
    extensionUnsafe: '{{extension}} 檔案可能在瀏覽器中執行，不能允許上傳',
    saved: '儲存成功',
  },
  en: {
    passwordPolicy: 'The password must meet the security policy: {{rules}}',
    ruleLength: 'at least {{min}} characters',
    ruleNumbers: 'a digit',
    ruleLower: 'a lower-case letter',
    ruleUpper: 'an upper-case letter',
    ruleSymbols: 'a special character',
    ruleSeparator: ', ',
    extensionUnsafe: '{{extension}} files could run in the browser and cannot be allowed',
    saved: 'Saved',
  },
});
