#include "app/server/self_signed.hpp"

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <sys/stat.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace tachanka::server {
namespace {

constexpr long tenYears = 10L * 365 * 24 * 60 * 60;

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

File opened(const std::filesystem::path& path, const char* mode) {
    File file(std::fopen(path.c_str(), mode));
    if (!file) throw std::runtime_error("cannot open '" + path.string() + "'");
    return file;
}

void check(bool ok, const char* what) {
    if (!ok) throw std::runtime_error(std::string("OpenSSL could not ") + what);
}

}  // namespace

void ensureSelfSigned(const std::filesystem::path& certificate, const std::filesystem::path& key,
                      const std::string& host) {
    if (std::filesystem::exists(certificate) && std::filesystem::exists(key)) return;
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> pair(
        EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"), &EVP_PKEY_free);
    check(pair != nullptr, "make a key");
    std::unique_ptr<X509, decltype(&X509_free)> cert(X509_new(), &X509_free);
    check(cert != nullptr, "make a certificate");
    X509_set_version(cert.get(), 2);
    ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), 1);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), 0);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), tenYears);
    X509_set_pubkey(cert.get(), pair.get());
    auto* name = X509_get_subject_name(cert.get());
    const std::string common = host.empty() ? "tachanka" : host;
    X509_NAME_add_entry_by_txt(name, "O", MBSTRING_UTF8,
                               reinterpret_cast<const unsigned char*>("Tachanka club server"), -1,
                               -1, 0);
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
                               reinterpret_cast<const unsigned char*>(common.c_str()), -1, -1, 0);
    X509_set_issuer_name(cert.get(), name);
    check(X509_sign(cert.get(), pair.get(), EVP_sha256()) > 0, "sign the certificate");
    {
        const mode_t old = umask(077);
        auto keyFile = opened(key, "w");
        umask(old);
        check(PEM_write_PrivateKey(keyFile.get(), pair.get(), nullptr, nullptr, 0, nullptr,
                                   nullptr) == 1,
              "write the key");
    }
    auto certFile = opened(certificate, "w");
    check(PEM_write_X509(certFile.get(), cert.get()) == 1, "write the certificate");
}

std::string certificateFingerprint(const std::filesystem::path& certificate) {
    auto file = opened(certificate, "r");
    std::unique_ptr<X509, decltype(&X509_free)> cert(
        PEM_read_X509(file.get(), nullptr, nullptr, nullptr), &X509_free);
    check(cert != nullptr, "read the certificate");
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    check(X509_digest(cert.get(), EVP_sha256(), digest, &length) == 1, "hash the certificate");
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string text;
    for (unsigned int at = 0; at < length; ++at) {
        if (at > 0) text += ':';
        text += digits[digest[at] >> 4];
        text += digits[digest[at] & 0xF];
    }
    return text;
}

}  // namespace tachanka::server
