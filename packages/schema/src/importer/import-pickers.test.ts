import { describe, expect, it } from 'vitest';
import { validateSchema } from '../form/validate-schema.js';
import { importJnpfForm } from './import-form.js';

/** JNPF fields of the complex widgets, written as a JNPF form schema carries them. */
const jnpfForm = {
  fields: [
    {
      __config__: { jnpfKey: 'popupSelect', label: '客户', span: 12 },
      __vModel__: 'popupSelectField201',
      interfaceId: 'if-customers',
      propsValue: 'id',
      relationField: 'customerName',
      columnOptions: [{ value: 'customerName', label: '客户名称' }],
      hasPage: true,
      pageSize: 20,
      popupType: 'drawer',
      popupTitle: '选择客户',
      popupWidth: '800px',
    },
    {
      __config__: { jnpfKey: 'popupAttr', label: '联系人' },
      __vModel__: '',
      relationField: 'popupSelectField201',
      showField: 'contact',
    },
    {
      __config__: { jnpfKey: 'billRule', label: '单据编号', rule: 'leaveNo' },
      __vModel__: 'billRuleField202',
    },
    {
      __config__: { jnpfKey: 'address', label: '地址' },
      __vModel__: 'addressField203',
      level: 1,
      multiple: false,
    },
    {
      __config__: { jnpfKey: 'barcode', label: '条码' },
      __vModel__: '',
      dataType: 'relation',
      relationField: 'billRuleField202',
      width: 2,
    },
  ],
};

describe('importing the complex widgets', () => {
  const { form, problems } = importJnpfForm(jnpfForm);
  const field = (label: string) => form.fields.find((candidate) => candidate.label === label);

  it('imports them without problems, into a schema the meta-schema accepts', () => {
    expect(problems).toEqual([]);
    expect(validateSchema(form)).toEqual([]);
  });

  it('keeps what a popup select lists, stores and shows', () => {
    expect(field('客户')?.props).toMatchObject({
      interfaceId: 'if-customers',
      propsValue: 'id',
      relationField: 'customerName',
      columnOptions: [{ value: 'customerName', label: '客户名称' }],
      hasPage: true,
      pageSize: 20,
      popupType: 'drawer',
      popupTitle: '选择客户',
    });
    expect(field('联系人')?.props).toEqual({ relationField: 'popupSelectField201', showField: 'contact' });
  });

  it('takes the bill rule from __config__ and the address depth from the component', () => {
    expect(field('单据编号')?.props).toEqual({ rule: 'leaveNo' });
    expect(field('地址')).toMatchObject({ jnpfKey: 'areaSelect', props: { level: 1, multiple: false } });
  });

  it('keeps where a barcode takes its text from', () => {
    expect(field('条码')?.props).toEqual({
      dataType: 'relation',
      relationField: 'billRuleField202',
      width: 2,
    });
  });
});
