import { parseAbi } from 'viem';

/**
 * The part of friend.tech's FriendtechSharesV1 (Base, 0xCF20…A4d4) the tool reads. The devnet's
 * contract has the same interface (deploy/devnet), which a unit test checks against its artifact.
 */
export const friendtechAbi = parseAbi([
  'function sharesSupply(address sharesSubject) view returns (uint256)',
  'function sharesBalance(address sharesSubject, address holder) view returns (uint256)',
  'function getBuyPriceAfterFee(address sharesSubject, uint256 amount) view returns (uint256)',
  'function getSellPriceAfterFee(address sharesSubject, uint256 amount) view returns (uint256)',
  'function protocolFeePercent() view returns (uint256)',
  'function subjectFeePercent() view returns (uint256)',
  'event Trade(address trader, address subject, bool isBuy, uint256 shareAmount, uint256 ethAmount, uint256 protocolEthAmount, uint256 subjectEthAmount, uint256 supply)',
]);
