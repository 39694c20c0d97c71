#pragma once
// The players' pages (issue 48): plain HTML, two small scripts and one style sheet, usable on a
// 360-pixel phone. The page's script (app_script.cpp) reads the seat's view from /api/view,
// sends the seat's commands to /api/action and reads the page again when /events says the
// campaign changed; the map's (map_script.cpp) moves stacks on /api/map.svg by tap or drag.

#include <memory>
#include <string>
#include <vector>

namespace tachanka::server {

class CampaignHost;

// The login form; `message` (a failed login) above it when not empty.
std::string loginPage(const std::vector<std::unique_ptr<CampaignHost>>& campaigns,
                      const std::string& message);
// The seat's page for the campaign `name`, filled in by the script.
std::string playPage(const std::string& name);
const std::string& appScript();
const std::string& mapScript();
const std::string& appStyle();

}  // namespace tachanka::server
