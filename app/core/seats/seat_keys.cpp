#include "app/core/seats/seat_keys.hpp"

#include <sodium.h>

#include <array>
#include <stdexcept>
#include <vector>

namespace tachanka::core {
namespace {

template <std::size_t N>
std::string hexOf(const std::array<unsigned char, N>& bytes) {
    std::string hex(N * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
    hex.pop_back();
    return hex;
}

void initSodium() {
    if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
}

// The bytes `hex` spells, when it spells exactly N of them.
template <std::size_t N>
bool bytesOf(const std::string& hex, std::array<unsigned char, N>& bytes) {
    std::size_t length = 0;
    return hex.size() == N * 2 &&
           sodium_hex2bin(bytes.data(), N, hex.data(), hex.size(), nullptr, &length, nullptr) ==
               0 &&
           length == N;
}

const unsigned char* bytesIn(std::string_view text) {
    return reinterpret_cast<const unsigned char*>(text.data());
}

}  // namespace

SeatKeys newSeatKeys() {
    initSodium();
    std::array<unsigned char, crypto_sign_PUBLICKEYBYTES> publicKey{};
    std::array<unsigned char, crypto_sign_SECRETKEYBYTES> secretKey{};
    crypto_sign_keypair(publicKey.data(), secretKey.data());
    SeatKeys keys{hexOf(publicKey), hexOf(secretKey)};
    sodium_memzero(secretKey.data(), secretKey.size());
    return keys;
}

std::string signatureOf(const std::string& secretKey, std::string_view message) {
    initSodium();
    std::array<unsigned char, crypto_sign_SECRETKEYBYTES> secret{};
    if (!bytesOf(secretKey, secret)) {
        throw std::invalid_argument("a seat's secret key is 128 hex digits");
    }
    std::array<unsigned char, crypto_sign_BYTES> signature{};
    crypto_sign_detached(signature.data(), nullptr, bytesIn(message), message.size(),
                         secret.data());
    sodium_memzero(secret.data(), secret.size());
    return hexOf(signature);
}

bool signatureHolds(const std::string& publicKey, std::string_view message,
                    const std::string& signature) {
    initSodium();
    std::array<unsigned char, crypto_sign_PUBLICKEYBYTES> key{};
    std::array<unsigned char, crypto_sign_BYTES> signed_{};
    return bytesOf(publicKey, key) && bytesOf(signature, signed_) &&
           crypto_sign_verify_detached(signed_.data(), bytesIn(message), message.size(),
                                       key.data()) == 0;
}

std::string randomHex(std::size_t count) {
    initSodium();
    std::vector<unsigned char> bytes(count);
    randombytes_buf(bytes.data(), bytes.size());
    std::string hex(count * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
    hex.pop_back();
    return hex;
}

std::string digestOf(std::string_view text) {
    initSodium();
    std::array<unsigned char, crypto_generichash_BYTES> hash{};
    crypto_generichash(hash.data(), hash.size(), bytesIn(text), text.size(), nullptr, 0);
    return hexOf(hash);
}

}  // namespace tachanka::core
