#include "app/server/markup.hpp"

namespace tachanka::server {

std::string escaped(const std::string& text) {
    std::string markup;
    markup.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&': markup += "&amp;"; break;
            case '<': markup += "&lt;"; break;
            case '>': markup += "&gt;"; break;
            case '"': markup += "&quot;"; break;
            case '\'': markup += "&#39;"; break;
            default: markup += c;
        }
    }
    return markup;
}

}  // namespace tachanka::server
