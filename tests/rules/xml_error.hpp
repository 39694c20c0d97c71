#pragma once

#include <string>

#include "rules/xml/xml_document.hpp"

namespace tachanka::testing {

// The message of the XmlError that `action` throws, or "(no error)".
template <typename Action>
std::string xmlErrorOf(Action&& action) {
    try {
        action();
    } catch (const xml::XmlError& error) {
        return error.what();
    }
    return "(no error)";
}

}  // namespace tachanka::testing
