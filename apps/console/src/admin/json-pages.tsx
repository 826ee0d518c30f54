import type { PageSchema } from '@formwork/schema';
import authorizePage from './authorize/authorize.page.json';
import groupPage from './group/group.page.json';
import menuPage from './menu/menu.page.json';
import onlineUserPage from './online-user/online-user.page.json';
import organizePage from './organize/organize.page.json';
import positionPage from './position/position.page.json';
import rolePage from './role/role.page.json';
import { SchemaPage } from './SchemaPage.js';
import userPage from './user/user.page.json';

// The files are checked against the page meta-schema by page-files.test.ts, so each is taken as
// the PageSchema it was proven to be; JSON's inferred types know no literal unions.
const asPage = (json: unknown) => json as PageSchema;

const positions = asPage(positionPage);
const roles = asPage(rolePage);
const groups = asPage(groupPage);
const authorization = asPage(authorizePage);
const onlineUsers = asPage(onlineUserPage);
const users = asPage(userPage);
const menus = asPage(menuPage);
const organizations = asPage(organizePage);

/** 岗位管理, drawn from position/position.page.json. */
export const PositionPage = () => <SchemaPage schema={positions} />;

/** 角色管理, drawn from role/role.page.json. */
export const RolePage = () => <SchemaPage schema={roles} />;

/** 分组管理, drawn from group/group.page.json. */
export const GroupPage = () => <SchemaPage schema={groups} />;

/** 权限授权, drawn from authorize/authorize.page.json: the roles, each opening its permission matrix. */
export const AuthorizePage = () => <SchemaPage schema={authorization} />;

/** 在线用户, drawn from online-user/online-user.page.json: who is signed in, each forced out by a row action. */
export const OnlineUserPage = () => <SchemaPage schema={onlineUsers} />;
/** 用户管理, drawn from user/user.page.json. */
export const UserPage = () => <SchemaPage schema={users} />;
/** 菜单管理, drawn from menu/menu.page.json: the menu as a tree, each entry opening its resources. */
export const MenuPage = () => <SchemaPage schema={menus} />;

/** 组织管理, drawn from organize/organize.page.json: companies and departments as one tree. */
export const OrganizePage = () => <SchemaPage schema={organizations} />;
