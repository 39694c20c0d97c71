#pragma once
// tachanka-server's command line: the campaigns it serves, where it listens, its certificate.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::server {

struct ServerOptions {
    std::vector<std::filesystem::path> campaigns;
    std::string host = "127.0.0.1";
    int port = 8443;
    // Given together, or neither: then a self-signed pair is made on the first start beside
    // the first campaign and kept for the next.
    std::optional<std::filesystem::path> certificate;
    std::optional<std::filesystem::path> key;
    bool help = false;
    bool version = false;
};

inline constexpr const char* serverUsage =
    "usage: tachanka-server --campaign FILE [--campaign FILE...] --listen ADDR:PORT\n"
    "                       [--cert CERT.pem --key KEY.pem]\n"
    "       tachanka-server --help | --version\n"
    "\n"
    "Serves each campaign to its seats over HTTPS: a player logs in with his seat's password\n"
    "(tachanka-cli seat password), sees his side's view, acts in his side's phases by the\n"
    "same rules, and the server rolls every die. The umpire's seat sees and does everything.\n"
    "Without --cert and --key a self-signed certificate is made on the first start, beside\n"
    "the first campaign (FILE-server.crt, FILE-server.key), and its fingerprint printed.\n";

// A std::invalid_argument in one line for a command line it cannot read.
ServerOptions parseServerOptions(const std::vector<std::string>& words);

}  // namespace tachanka::server
