// Golden
