// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Multicall3
/// @notice The part of Multicall3's interface the app uses: `aggregate3`, many read calls in one
///         eth_call, and `getEthBalance`, which viem calls for a balance when it batches reads. Ethereum and Base have Multicall3 at 0xcA11bde05977b3631167028862bE2a173976CA11;
///         the devnet puts this contract's code at the same address when it starts, so the app's
///         reads work the same on all three chains.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Calls each target in order. A failed call with allowFailure false reverts the whole
    ///         aggregate with Multicall3's own reason, so a failure reads the same here as on chain.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory data) = call.target.call(call.callData);
            require(success || call.allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }
}
