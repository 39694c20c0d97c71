#pragma once
// Text from the campaign (unit codes, places, names typed by players) put into the server's
// HTML and SVG: every character markup gives a meaning is written as an entity, so no name can
// open a tag or an attribute. UTF-8 passes through unchanged.

#include <string>

namespace tachanka::server {

std::string escaped(const std::string& text);

}  // namespace tachanka::server
