import { formPages } from '../shared/ResourceViews';
import { keepTypeFields } from './alertRuleFields';
import { AlertRuleForm } from './AlertRuleForm';

export const { create, edit } = formPages(AlertRuleForm, { transform: keepTypeFields });
