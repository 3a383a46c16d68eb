// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title OwnedWallet
/// @notice The smallest contract wallet: one owner key, and EIP-1271's `isValidSignature`, which
///         says a signature is the wallet's when the owner made it. Smart accounts (Safe, Coinbase
///         Smart Wallet) answer the same call; the tests prove ownership of one on the devnet.
contract OwnedWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @return magicValue 0x1626ba7e when the owner signed `hash`, as EIP-1271 asks; 0xffffffff otherwise.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4 magicValue) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
