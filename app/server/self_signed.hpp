#pragma once
// A self-signed certificate for a club's server that has none: an ECDSA P-256 key and a
// certificate for `host`, valid ten years, written as PEM (the key readable by its owner only).

#include <filesystem>
#include <string>

namespace tachanka::server {

// Writes the pair unless both files exist already; a std::runtime_error when OpenSSL fails.
void ensureSelfSigned(const std::filesystem::path& certificate, const std::filesystem::path& key,
                      const std::string& host);

// The certificate's SHA-256 fingerprint, "AB:CD:...", for the players to compare.
std::string certificateFingerprint(const std::filesystem::path& certificate);

}  // namespace tachanka::server
