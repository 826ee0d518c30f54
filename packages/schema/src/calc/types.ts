/**
 * A calculated field's expression as the designer builds it: tokens that alternate operands
 * (numbers or field references) and operators, with parentheses.
 */
export type CalcOperator = '+' | '-' | '×' | '÷' | '(' | ')';
export type CalcToken = number | CalcOperator | { field: string };
export type CalcExpression = CalcToken[];
