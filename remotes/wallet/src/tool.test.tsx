import { ToolHostSchema, ToolMetaSchema } from '@coinwatch/shared';
import { fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import Tool, { toolMeta } from './tool.tsx';

it('declares itself under this contract and renders below the base path the host gives it', () => {
  expect(ToolMetaSchema.parse(toolMeta)).toEqual({ id: 'wallet', title: 'Wallet', contractVersion: 1 });
  const { host } = fakeToolHost('wallet');
  expect(ToolHostSchema.safeParse(host).success).toBe(true);
  renderTool(Tool, host);
  expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
});
