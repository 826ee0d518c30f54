import { Button, type ButtonProps, Modal } from 'antd';
import { useSessionStore } from '../session/store.js';

/** Signs out after the confirmation of spec shell.md 5. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick'>) {
  const logout = useSessionStore((state) => state.logout);
  const [modal, contextHolder] = Modal.useModal();

  const confirm = () =>
    modal.confirm({
      title: '提示',
      content: '您确定要退出应用程序吗?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });

  return (
    <>
      <Button {...props} onClick={confirm}>
        {props.children ?? '退出登录'}
      </Button>
      {contextHolder}
    </>
  );
}
