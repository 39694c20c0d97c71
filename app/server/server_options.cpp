#include "app/server/server_options.hpp"

#include <charconv>
#include <stdexcept>

namespace tachanka::server {
namespace {

int portOf(const std::string& text) {
    int port = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), port);
    if (error != std::errc() || end != text.data() + text.size() || port < 1 || port > 65535) {
        throw std::invalid_argument("--listen: '" + text + "' is no port (1 to 65535)");
    }
    return port;
}

}  // namespace

ServerOptions parseServerOptions(const std::vector<std::string>& words) {
    ServerOptions options;
    bool listening = false;
    for (std::size_t at = 0; at < words.size(); ++at) {
        const auto& word = words[at];
        if (word == "--help" || word == "-h") {
            options.help = true;
            continue;
        }
        if (word == "--version") {
            options.version = true;
            continue;
        }
        if (word != "--campaign" && word != "--listen" && word != "--cert" && word != "--key") {
            throw std::invalid_argument("unknown option '" + word + "'");
        }
        if (at + 1 == words.size()) throw std::invalid_argument(word + " needs a value");
        const auto& value = words[++at];
        if (word == "--campaign") {
            options.campaigns.emplace_back(value);
        } else if (word == "--listen") {
            const auto colon = value.rfind(':');
            if (colon == std::string::npos || colon == 0) {
                throw std::invalid_argument("--listen takes ADDR:PORT, as 0.0.0.0:8443");
            }
            options.host = value.substr(0, colon);
            options.port = portOf(value.substr(colon + 1));
            listening = true;
        } else if (word == "--cert") {
            options.certificate = value;
        } else {
            options.key = value;
        }
    }
    if (options.help || options.version) return options;
    if (options.campaigns.empty()) throw std::invalid_argument("say the campaign: --campaign FILE");
    if (!listening) throw std::invalid_argument("say where to listen: --listen ADDR:PORT");
    if (options.certificate.has_value() != options.key.has_value()) {
        throw std::invalid_argument("--cert and --key come together");
    }
    return options;
}

}  // namespace tachanka::server
