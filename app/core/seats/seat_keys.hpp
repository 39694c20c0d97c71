#pragma once
// Ed25519 keys for the seats, made by libsodium, as hex text for the campaign file.

#include <cstddef>
#include <string>
#include <string_view>

namespace tachanka::core {

struct SeatKeys {
    std::string publicKey;  // 32 bytes, 64 hex digits
    std::string secretKey;  // 64 bytes, 128 hex digits
};

SeatKeys newSeatKeys();

// The Ed25519 signature (128 hex digits) of `message` by the secret key `secretKey`.
std::string signatureOf(const std::string& secretKey, std::string_view message);
// Whether `signature` is `message` signed with the secret half of `publicKey`; false for any
// text that is not a key or a signature.
bool signatureHolds(const std::string& publicKey, std::string_view message,
                    const std::string& signature);
// `count` bytes from the system's random source, as hex: a nonce no one can guess.
std::string randomHex(std::size_t count);
// BLAKE2b-256 of `text`, 64 hex digits: what names a file's contents.
std::string digestOf(std::string_view text);

}  // namespace tachanka::core
